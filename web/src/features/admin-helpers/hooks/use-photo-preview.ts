import { useEffect, useState } from "react";

/** A local address for a chosen file, released when the file changes or the form closes. */
export function usePhotoPreview(file: File | null): string | undefined {
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}
