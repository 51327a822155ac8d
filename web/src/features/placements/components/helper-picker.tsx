import Autocomplete from "@mui/material/Autocomplete";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { resolveImageUrl } from "@/shared/api-client.ts";
import { SEARCH_DEBOUNCE_MS } from "@/shared/ui-limits.ts";
import { useDebouncedValue } from "@/shared/use-debounced-value.ts";
import { useHelperSearch } from "../api/helper-search.ts";
import { PLACEMENT_TEXTS as TEXTS } from "../texts.ts";

export type HelperOption = { id: number; name: string; country: string; imageUrl: string };

type HelperPickerProps = {
  label: string;
  value: HelperOption | null;
  onChange: (helper: HelperOption | null) => void;
  error?: string;
  helperText?: string;
  size?: "small" | "medium";
};

/** Finds a helper by name or ID among the admin's helpers (the server searches). */
export function HelperPicker({
  label,
  value,
  onChange,
  error,
  helperText,
  size,
}: HelperPickerProps) {
  const [input, setInput] = useState("");
  // What was typed: choosing an option fills the box with its label, which is no search.
  const [typed, setTyped] = useState("");
  const query = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const search = useHelperSearch(query);
  const options: HelperOption[] =
    query === ""
      ? []
      : (search.data?.maids ?? []).map((maid) => ({
          id: maid.id,
          name: maid.name,
          country: maid.country,
          imageUrl: maid.imageUrls?.thumbnail ?? "",
        }));

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, helper) => onChange(helper)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        setInput(text);
        if (reason === "input" || reason === "clear") setTyped(text);
      }}
      filterOptions={(all) => all}
      loading={search.isFetching}
      loadingText={TEXTS.menuLoading}
      noOptionsText={query === "" ? TEXTS.typeToSearch : TEXTS.noHelpersFound}
      getOptionLabel={(helper) => `${helper.name} (ID ${helper.id})`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={(props, helper) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: "flex", gap: 1.5 }}>
            <Avatar
              src={resolveImageUrl(helper.imageUrl)}
              alt=""
              variant="rounded"
              sx={{ width: 32, height: 32 }}
            >
              {helper.name.charAt(0)}
            </Avatar>
            {helper.name} (ID {helper.id}) · {helper.country}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size={size}
          label={label}
          error={error !== undefined}
          helperText={error ?? helperText}
        />
      )}
      sx={{ minWidth: 240, flex: 1 }}
    />
  );
}
