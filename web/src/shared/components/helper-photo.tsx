import { BLUR_SCALE } from "@maids/contract/limits.ts";
import PersonRounded from "@mui/icons-material/PersonRounded";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { useState } from "react";
import { SITE_TEXTS } from "../site-texts.ts";

type HelperPhotoProps = {
  src: string | undefined;
  name: string;
  /** Anonymous viewers get server-blurred photos; the CSS blur of SPEC.md section 9 goes on top. */
  blurPx?: number;
};

type LoadResult = { src: string; loaded: boolean };

/** Fills its parent, which fixes the size so nothing shifts while the photo loads. */
export function HelperPhoto({ src, name, blurPx }: HelperPhotoProps) {
  const [result, setResult] = useState<LoadResult>();
  const status = !src
    ? "failed"
    : result?.src !== src
      ? "loading"
      : result.loaded
        ? "loaded"
        : "failed";

  return (
    <Box
      aria-busy={status === "loading"}
      sx={{ position: "absolute", inset: 0, overflow: "hidden", backgroundColor: "#eef1f1" }}
    >
      {status === "loading" && (
        <Skeleton
          variant="rectangular"
          animation="wave"
          sx={{ position: "absolute", inset: 0, width: 1, height: 1 }}
        />
      )}
      {status === "failed" || !src ? (
        <Box
          role="img"
          aria-label={SITE_TEXTS.photoUnavailable(name)}
          sx={{ display: "grid", placeItems: "center", height: 1, color: "#9aa8aa" }}
        >
          <PersonRounded sx={{ fontSize: 96 }} />
        </Box>
      ) : (
        <Box
          component="img"
          src={src}
          alt={name}
          loading="lazy"
          decoding="async"
          draggable={false}
          onLoad={() => setResult({ src, loaded: true })}
          onError={() => setResult({ src, loaded: false })}
          onContextMenu={(event) => event.preventDefault()}
          sx={{
            display: "block",
            width: 1,
            height: 1,
            objectFit: "cover",
            objectPosition: "center 20%",
            opacity: status === "loaded" ? 1 : 0,
            transition: "opacity 0.3s ease",
            userSelect: "none",
            ...(blurPx !== undefined && {
              filter: `blur(${blurPx}px)`,
              transform: `scale(${BLUR_SCALE})`,
            }),
          }}
        />
      )}
    </Box>
  );
}
