import { FORM_TEXTS } from "../../texts.ts";
import { FieldGrid } from "./field-grid.tsx";
import { fieldProps, type SectionProps } from "./section-props.ts";
import { NumberInput } from "./text-input.tsx";

export function PhysicalFields(props: SectionProps) {
  const { mode } = props;
  return (
    <FieldGrid columns={3}>
      <NumberInput
        label={FORM_TEXTS.height}
        limits={mode.ranges.height}
        {...fieldProps(props, "height")}
      />
      <NumberInput
        label={FORM_TEXTS.weight}
        limits={mode.ranges.weight}
        {...fieldProps(props, "weight")}
      />
      <NumberInput
        label={FORM_TEXTS.children}
        limits={mode.ranges.children}
        {...fieldProps(props, "NumChildren")}
      />
    </FieldGrid>
  );
}
