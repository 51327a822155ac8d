import AddRounded from "@mui/icons-material/AddRounded";
import RemoveCircleOutlineRounded from "@mui/icons-material/RemoveCircleOutlineRounded";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { FORM_TEXTS } from "../../texts.ts";

type ListRowsFieldProps = {
  label: string;
  itemLabel: (position: number) => string;
  addLabel: string;
  rows: readonly string[];
  options: readonly string[];
  /** Anything may be typed (skills); otherwise a row takes one of the options. */
  freeSolo?: boolean;
  onChange: (rows: string[]) => void;
  /** Messages keyed by path: the list's own, and "0", "1"... for its rows. */
  errors: { list?: string | undefined; rows: (string | undefined)[] };
  hint?: string | undefined;
  required?: boolean;
  disabled: boolean;
};

type RowProps = Pick<ListRowsFieldProps, "options" | "freeSolo" | "disabled"> & {
  label: string;
  value: string;
  taken: readonly string[];
  error: string | undefined;
  onChange: (value: string) => void;
};

function ListRow({ label, value, options, freeSolo, taken, error, disabled, onChange }: RowProps) {
  const shown = value && !options.includes(value) ? [...options, value] : options;
  const input = (params: object) => (
    <TextField {...params} label={label} size="small" error={Boolean(error)} helperText={error} />
  );
  if (freeSolo) {
    return (
      <Autocomplete
        freeSolo
        fullWidth
        options={shown}
        inputValue={value}
        onInputChange={(_event, text) => onChange(text)}
        disabled={disabled}
        renderInput={input}
      />
    );
  }
  return (
    <Autocomplete
      fullWidth
      options={shown}
      value={value || null}
      onChange={(_event, option) => onChange(option ?? "")}
      getOptionDisabled={(option) => taken.includes(option)}
      disabled={disabled}
      renderInput={input}
    />
  );
}

/** A list edited row by row; it never drops below one row, blank rows are dropped on save. */
export function ListRowsField(props: ListRowsFieldProps) {
  const { label, itemLabel, addLabel, rows, errors, hint, required, disabled, onChange } = props;
  const labelId = useId();
  const replace = (index: number, value: string) =>
    onChange(rows.map((row, at) => (at === index ? value : row)));

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: "grid", gap: 1.5, alignContent: "start" }}
    >
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
        <Box key={index} sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
          <ListRow
            {...props}
            label={itemLabel(index + 1)}
            value={row}
            taken={rows.filter((_, at) => at !== index)}
            error={errors.rows[index]}
            onChange={(value) => replace(index, value)}
          />
          <IconButton
            aria-label={FORM_TEXTS.removeItem(itemLabel(index + 1))}
            disabled={disabled || rows.length === 1}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <RemoveCircleOutlineRounded />
          </IconButton>
        </Box>
      ))}
      {(errors.list || hint) && (
        <FormHelperText error={Boolean(errors.list)} sx={{ mt: -0.5 }}>
          {errors.list ?? hint}
        </FormHelperText>
      )}
      <Button
        color="secondary"
        startIcon={<AddRounded />}
        onClick={() => onChange([...rows, ""])}
        disabled={disabled}
        sx={{ justifySelf: "start" }}
      >
        {addLabel}
      </Button>
    </Box>
  );
}
