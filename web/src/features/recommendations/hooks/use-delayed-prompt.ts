import { useCallback, useEffect, useState } from "react";
import { RECOMMEND_PROMPT_DELAY_MS } from "@/shared/ui-limits.ts";

/**
 * Opens a prompt RECOMMEND_PROMPT_DELAY_MS after it becomes worth offering (docs/product.md#recommendations),
 * at most once per visit: once closed it stays closed.
 */
export function useDelayedPrompt(shouldOffer: boolean) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasClosed, setWasClosed] = useState(false);

  useEffect(() => {
    if (!shouldOffer || wasClosed) return;
    const timer = window.setTimeout(() => setIsOpen(true), RECOMMEND_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [shouldOffer, wasClosed]);

  const close = useCallback(() => {
    setIsOpen(false);
    setWasClosed(true);
  }, []);

  return { isOpen: isOpen && shouldOffer && !wasClosed, close };
}
