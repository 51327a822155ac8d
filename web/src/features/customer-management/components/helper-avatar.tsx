import Avatar from "@mui/material/Avatar";
import { resolveImageUrl } from "@/shared/api-client.ts";

/** A helper's small photo; their initial when there is none or it fails to load. */
export function HelperAvatar({
  name,
  imageUrl,
  size = 48,
}: {
  name: string;
  imageUrl: string;
  size?: number;
}) {
  return (
    <Avatar
      src={resolveImageUrl(imageUrl)}
      alt=""
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: "brand.tint",
        color: "brand.accent",
        fontWeight: 700,
      }}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
