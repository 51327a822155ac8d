import type { PublicHelper } from "@maids/contract/helper.ts";
import { PHOTO_SIZES } from "@maids/contract/limits.ts";
import PersonRounded from "@mui/icons-material/PersonRounded";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import {
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { BLUR_SCALE } from "@/shared/ui-limits.ts";
import { resolveImageUrl } from "../api-client.ts";
import { SITE_TEXTS } from "../site-texts.ts";

type HelperPhotoSource = Pick<PublicHelper, "imageUrl" | "imageUrls" | "photoIsBlurred">;

/** The client-side blur (docs/product.md#photos), on top of the server-blurred image. */
export type PhotoBlur = { px: number; reapplyMs: number };

type HelperPhotoProps = {
  photo: HelperPhotoSource;
  name: string;
  /** The `sizes` attribute: how wide the photo is drawn, so the browser picks a fitting file. */
  sizes: string;
  /** Given for anonymous viewers; ignored when the server sent clear photos. */
  blur?: PhotoBlur;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
};

type LoadResult = { src: string; loaded: boolean };

/** Clear photos come in three widths; a blurred one is one file whatever its size's name. */
function srcSetOf({ imageUrls, photoIsBlurred }: HelperPhotoSource): string | undefined {
  if (!imageUrls || photoIsBlurred) return undefined;
  return (["thumbnail", "card", "detail"] as const)
    .map((size) => `${resolveImageUrl(imageUrls[size])} ${PHOTO_SIZES[size].width}w`)
    .join(", ");
}

function applyBlur(image: HTMLImageElement, blur: PhotoBlur) {
  image.style.filter = `blur(${blur.px}px)`;
  image.style.transform = `scale(${BLUR_SCALE})`;
}

/** Re-applies the blur on a timer, so removing it in the page's inspector does not last. */
function useEnforcedBlur(blur: PhotoBlur | undefined) {
  const imageRef = useRef<HTMLImageElement>(null);
  const px = blur?.px;
  const reapplyMs = blur?.reapplyMs;
  useEffect(() => {
    if (px === undefined || reapplyMs === undefined) return;
    const enforce = () => {
      if (imageRef.current) applyBlur(imageRef.current, { px, reapplyMs });
    };
    enforce();
    const timer = window.setInterval(enforce, reapplyMs);
    return () => window.clearInterval(timer);
  }, [px, reapplyMs]);
  return imageRef;
}

const preventDefault = (event: SyntheticEvent) => event.preventDefault();

/**
 * A photo in a page drawn on the server may have loaded (or failed) before React took the
 * page over, when nobody listened for its load event: its state is read from the element.
 */
function useLoadedBeforeHydration(
  imageRef: RefObject<HTMLImageElement | null>,
  src: string | undefined,
  setResult: (result: LoadResult) => void,
) {
  useLayoutEffect(() => {
    const image = imageRef.current;
    if (src && image?.complete) setResult({ src, loaded: image.naturalWidth > 0 });
  }, [imageRef, src, setResult]);
}

/** Fills its parent, which fixes the size so nothing shifts while the photo loads. */
export function HelperPhoto({ photo, name, sizes, blur, eager = false }: HelperPhotoProps) {
  const src = resolveImageUrl(photo.imageUrls?.card ?? photo.imageUrl);
  const activeBlur = photo.photoIsBlurred ? blur : undefined;
  const imageRef = useEnforcedBlur(activeBlur);
  const [result, setResult] = useState<LoadResult>();
  useLoadedBeforeHydration(imageRef, src, setResult);
  const status = !src
    ? "failed"
    : result?.src !== src
      ? "loading"
      : result.loaded
        ? "loaded"
        : "failed";
  const protectedImage = photo.photoIsBlurred;

  return (
    <Box
      aria-busy={status === "loading"}
      sx={{ position: "absolute", inset: 0, overflow: "hidden", backgroundColor: "surface.sunken" }}
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
          sx={{ display: "grid", placeItems: "center", height: 1, color: "surface.sunkenIcon" }}
        >
          <PersonRounded sx={{ fontSize: 96 }} />
        </Box>
      ) : (
        <Box
          component="img"
          ref={imageRef}
          src={src}
          srcSet={srcSetOf(photo)}
          sizes={sizes}
          alt={name}
          width={PHOTO_SIZES.card.width}
          height={PHOTO_SIZES.card.height}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          draggable={!protectedImage}
          data-blurred={activeBlur ? "true" : undefined}
          onLoad={() => setResult({ src, loaded: true })}
          onError={() => setResult({ src, loaded: false })}
          onContextMenu={protectedImage ? preventDefault : undefined}
          onDragStart={protectedImage ? preventDefault : undefined}
          style={
            activeBlur && {
              filter: `blur(${activeBlur.px}px)`,
              transform: `scale(${BLUR_SCALE})`,
            }
          }
          sx={{
            display: "block",
            width: 1,
            height: 1,
            objectFit: "cover",
            objectPosition: "center 20%",
            // Over the skeleton, which shows through until the photo is drawn; never hidden,
            // so a page drawn on the server shows its photos before its script runs.
            position: "relative",
            ...(protectedImage && {
              userSelect: "none",
              WebkitUserSelect: "none",
              WebkitTouchCallout: "none",
            }),
          }}
        />
      )}
    </Box>
  );
}
