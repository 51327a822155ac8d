import { useParams } from "react-router";
import { StaffCaseMoney } from "@/features/case-money/components/staff-case-money.tsx";
import { StaffCaseDocuments } from "@/features/document-pack/components/staff-case-documents.tsx";
import { StaffFamilyFile } from "@/features/employer-file/components/staff-family-file.tsx";
import { PlacementCaseScreen } from "@/features/placements/components/placement-case-screen.tsx";
import { PLACEMENT_TEXTS } from "@/features/placements/texts.ts";
import { useStaffCan } from "@/shared/session/use-staff-can.ts";
import { usePageTitle } from "@/shared/use-page-title.ts";
import { NotFoundPage } from "./not-found-page.tsx";

export function PlacementCasePage() {
  const { id } = useParams();
  const can = useStaffCan();
  usePageTitle(PLACEMENT_TEXTS.caseTitle);
  const caseId = Number(id);
  if (!Number.isInteger(caseId) || caseId <= 0) return <NotFoundPage />;
  return (
    <PlacementCaseScreen
      key={caseId}
      id={caseId}
      panels={[
        can("particulars.view") && <StaffFamilyFile key="file" caseId={caseId} />,
        can("money.view") && <StaffCaseMoney key="money" caseId={caseId} />,
        can("documents.view") && <StaffCaseDocuments key="documents" caseId={caseId} />,
      ].filter(Boolean)}
    />
  );
}
