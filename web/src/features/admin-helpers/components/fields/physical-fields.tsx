import { FieldGrid } from "./field-grid.tsx";
import { HelperFieldInput } from "./helper-field-input.tsx";
import type { SectionProps } from "./section-props.ts";

export function PhysicalFields(props: SectionProps) {
  return (
    <FieldGrid columns={3}>
      <HelperFieldInput name="height" {...props} />
      <HelperFieldInput name="weight" {...props} />
      <HelperFieldInput name="NumChildren" {...props} />
    </FieldGrid>
  );
}
