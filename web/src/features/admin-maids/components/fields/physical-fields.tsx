import { FORM_TEXTS } from "../../texts.ts";
import { FieldGrid } from "./field-grid.tsx";
import { fieldState, type SectionProps } from "./section-props.ts";
import { NumberInput } from "./text-input.tsx";

export function PhysicalFields(props: SectionProps) {
  const { form, mode } = props;
  const { values, setText } = form;
  return (
    <FieldGrid columns={3}>
      <NumberInput
        label={FORM_TEXTS.height}
        value={values.height}
        limits={mode.ranges.height}
        onChange={(value) => setText("height", value)}
        {...fieldState(props, "height")}
      />
      <NumberInput
        label={FORM_TEXTS.weight}
        value={values.weight}
        limits={mode.ranges.weight}
        onChange={(value) => setText("weight", value)}
        {...fieldState(props, "weight")}
      />
      <NumberInput
        label={FORM_TEXTS.children}
        value={values.NumChildren}
        limits={mode.ranges.children}
        onChange={(value) => setText("NumChildren", value)}
        {...fieldState(props, "NumChildren")}
      />
    </FieldGrid>
  );
}
