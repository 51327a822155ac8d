import { COUNTRY_FLAG_CODES, UNKNOWN_FLAG_CODE } from "@maids/contract/enums.ts";
import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import bd from "flag-icons/flags/4x3/bd.svg";
import hk from "flag-icons/flags/4x3/hk.svg";
import id from "flag-icons/flags/4x3/id.svg";
import india from "flag-icons/flags/4x3/in.svg";
import kh from "flag-icons/flags/4x3/kh.svg";
import lk from "flag-icons/flags/4x3/lk.svg";
import mm from "flag-icons/flags/4x3/mm.svg";
import my from "flag-icons/flags/4x3/my.svg";
import ph from "flag-icons/flags/4x3/ph.svg";
import sg from "flag-icons/flags/4x3/sg.svg";
import th from "flag-icons/flags/4x3/th.svg";
import tw from "flag-icons/flags/4x3/tw.svg";
import un from "flag-icons/flags/4x3/un.svg";
import vn from "flag-icons/flags/4x3/vn.svg";
import { PROFILE_UI_TEXTS } from "../texts.ts";

/** Only the flags of COUNTRY_FLAG_CODES are bundled, not the whole set. */
const FLAG_URLS: Record<string, string> = {
  bd,
  hk,
  id,
  in: india,
  kh,
  lk,
  mm,
  my,
  ph,
  sg,
  th,
  tw,
  un,
  vn,
};

export function flagCodeOf(country: string): string {
  const code = COUNTRY_FLAG_CODES[country];
  return code && code in FLAG_URLS ? code : UNKNOWN_FLAG_CODE;
}

const FLAG_HEIGHT = 18;

/** A 4:3 flag at a fixed size, so nothing shifts while it loads. */
export function CountryFlag({
  country,
  height = FLAG_HEIGHT,
}: {
  country: string;
  height?: number;
}) {
  const code = flagCodeOf(country);
  const width = Math.round((height * 4) / 3);
  return (
    <Box
      component="img"
      src={FLAG_URLS[code]}
      alt={country || PROFILE_UI_TEXTS.unknownCountry}
      width={width}
      height={height}
      data-flag={code}
      sx={{
        display: "inline-block",
        width,
        height,
        flexShrink: 0,
        objectFit: "cover",
        borderRadius: "3px",
        boxShadow: (theme) => `0 0 0 1px ${alpha(theme.palette.secondary.main, 0.12)}`,
        verticalAlign: "middle",
      }}
    />
  );
}
