import { formatMoney } from "@/shared/format.ts";
import { useSupplierOptions } from "../../api/get-supplier-options.ts";
import type { AdminFiltersControl } from "../../hooks/use-admin-filters.ts";
import { FILTER_TEXTS } from "../../texts.ts";
import { ADMIN_FILTER_OPTIONS, type OptionKey, type RangeKey } from "../../utils/admin-filters.ts";
import { OptionFilter } from "./option-filter.tsx";
import { RangeFilter } from "./range-filter.tsx";

const RANGES: Record<RangeKey, { title: string; format: (value: number) => string }> = {
  age: { title: FILTER_TEXTS.age, format: (years) => `${years} yrs` },
  height: { title: FILTER_TEXTS.height, format: (cm) => `${cm} cm` },
  weight: { title: FILTER_TEXTS.weight, format: (kg) => `${kg} kg` },
  salary: { title: FILTER_TEXTS.salary, format: formatMoney },
  loan: { title: FILTER_TEXTS.loan, format: formatMoney },
  children: { title: FILTER_TEXTS.children, format: String },
};

const OPTION_TITLES: Record<OptionKey, string> = {
  nationality: FILTER_TEXTS.nationality,
  availability: FILTER_TEXTS.availability,
  skills: FILTER_TEXTS.skills,
  languages: FILTER_TEXTS.languages,
  type: FILTER_TEXTS.type,
  marital: FILTER_TEXTS.marital,
  religion: FILTER_TEXTS.religion,
  supplier: FILTER_TEXTS.supplier,
};

type FieldProps<Key> = { control: AdminFiltersControl; filter: Key };

export function RangeField({ control, filter }: FieldProps<RangeKey>) {
  return (
    <RangeFilter
      filter={filter}
      {...RANGES[filter]}
      value={control.filters[filter]}
      onCommit={(range) => control.setRange(filter, range)}
    />
  );
}

export function OptionField({ control, filter }: FieldProps<Exclude<OptionKey, "supplier">>) {
  return (
    <OptionFilter
      title={OPTION_TITLES[filter]}
      options={ADMIN_FILTER_OPTIONS[filter]}
      chosen={control.filters[filter]}
      onToggle={(option) => control.toggleOption(filter, option)}
    />
  );
}

/** Suppliers are chosen by id and shown by name; asked of the server once the panel opens. */
export function SupplierField({ control }: { control: AdminFiltersControl }) {
  const suppliers = useSupplierOptions(control.filters.supplier);
  if (suppliers.length === 0) return null;
  const names = new Map(suppliers.map((supplier) => [supplier.id, supplier.name]));
  return (
    <OptionFilter
      title={OPTION_TITLES.supplier}
      options={suppliers.map((supplier) => supplier.id)}
      chosen={control.filters.supplier}
      onToggle={(id) => control.toggleOption("supplier", id)}
      labelOf={(id) => names.get(id) ?? id}
    />
  );
}
