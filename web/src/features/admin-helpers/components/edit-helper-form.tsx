import type { AdminHelperRecord } from "@maids/contract/helper.ts";
import { updateHelperInputSchema } from "@maids/contract/helper-input.ts";
import { ADMIN_MESSAGES, ADMIN_TEXTS } from "@maids/contract/messages.ts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { ApiRequestError } from "@/shared/api-client.ts";
import type { UpdateHelperMutation } from "../api/update-helper.ts";
import { type HelperForm, useHelperForm } from "../hooks/use-helper-form.ts";
import { FORM_TEXTS } from "../texts.ts";
import { firstTabOf, tabsChangedBetween, tabsWithErrors } from "../utils/edit-tabs.ts";
import { helperToFormValues } from "../utils/helper-form-values.ts";
import { EditTabs } from "./edit-tabs.tsx";
import { HelperFormBody } from "./helper-form-dialog.tsx";

type EditHelperFormProps = {
  /** The helper as last loaded. */
  maid: AdminHelperRecord;
  update: UpdateHelperMutation;
  /** Loads her record again, after a save refused because someone else changed her. */
  onStale: () => void;
  onClose: () => void;
  onSaved: () => void;
};

const isStale = (error: unknown) =>
  error instanceof ApiRequestError && error.details?.code === "stale_version";

/**
 * The loaded helper's form; a failed check opens the first tab with a message. The edit is
 * made on the version first loaded (`base`): when her record has changed since (someone else
 * saved her, which a refused save or a reload reveals), it says so and on which tabs, and lets
 * the administrator keep her changes (the next save overwrites theirs) or load theirs.
 */
export function EditHelperForm({ maid, update, onStale, onClose, onSaved }: EditHelperFormProps) {
  const form = useHelperForm(() => helperToFormValues(maid), updateHelperInputSchema);
  const [base, setBase] = useState(maid);
  const [tab, setTab] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const showTab = (index: number) => {
    if (index >= 0) setTab(index);
  };

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      update.mutate(
        { id: maid.id, version: base.version, values, photo: form.getValues("image") ?? null },
        {
          onSuccess: onSaved,
          onError: (error) => {
            if (isStale(error)) return onStale();
            setFailure(ADMIN_MESSAGES.updateFailed);
            showTab(firstTabOf(form.showServerErrors(error)));
          },
        },
      );
    },
    (errors) => {
      showTab(tabsWithErrors(errors).indexOf(true));
      setFailure(FORM_TEXTS.fixErrors);
    },
  );

  const changedMeanwhile = maid.version !== base.version && (
    <ChangedMeanwhile
      base={base}
      current={maid}
      form={form}
      disabled={update.isPending}
      onSettled={() => setBase(maid)}
    />
  );

  return (
    <HelperFormBody
      busy={update.isPending}
      submitLabel={ADMIN_TEXTS.saveChanges}
      busyLabel={ADMIN_TEXTS.updating}
      notice={changedMeanwhile}
      failure={failure}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <EditTabs
        maid={maid}
        form={form}
        tab={tab}
        onTabChange={setTab}
        disabled={update.isPending}
      />
    </HelperFormBody>
  );
}

type ChangedMeanwhileProps = {
  base: AdminHelperRecord;
  current: AdminHelperRecord;
  form: HelperForm;
  disabled: boolean;
  /** The edit is now made on `current`. */
  onSettled: () => void;
};

function ChangedMeanwhile({ base, current, form, disabled, onSettled }: ChangedMeanwhileProps) {
  const tabs = tabsChangedBetween(helperToFormValues(base), helperToFormValues(current));
  return (
    <Alert severity="warning" sx={{ mx: 3, mt: 2 }}>
      {ADMIN_MESSAGES.helperChangedMeanwhile} {FORM_TEXTS.changedMeanwhileIn(tabs)}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap" }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          disabled={disabled}
          onClick={onSettled}
        >
          {FORM_TEXTS.keepMyChanges}
        </Button>
        <Button
          size="small"
          color="inherit"
          disabled={disabled}
          onClick={() => {
            form.reset(helperToFormValues(current));
            onSettled();
          }}
        >
          {FORM_TEXTS.loadTheirVersion}
        </Button>
      </Stack>
    </Alert>
  );
}
