import Skeleton from "@mui/material/Skeleton";
import { useAgency } from "../agency/use-agency.ts";

/** The configured agency name; a placeholder of fixed width until it is known. */
export function AgencyName({ placeholderWidth = 120 }: { placeholderWidth?: number }) {
  const agency = useAgency();
  if (agency) return agency.name;
  return (
    <Skeleton
      variant="text"
      width={placeholderWidth}
      sx={{ display: "inline-block", bgcolor: "currentColor", opacity: 0.15 }}
    />
  );
}
