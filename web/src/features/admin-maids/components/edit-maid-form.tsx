import type { AdminMaid } from "@maids/contract/maid.ts";
import { updateMaidInputSchema } from "@maids/contract/maid-input.ts";
import { ADMIN_MESSAGES, ADMIN_TEXTS } from "@maids/contract/messages.ts";
import { useState } from "react";
import type { UpdateMaidMutation } from "../api/update-maid.ts";
import { useMaidForm } from "../hooks/use-maid-form.ts";
import { FORM_TEXTS } from "../texts.ts";
import { tabsWithErrors } from "../utils/edit-tabs.ts";
import { type FieldErrors, serverFieldErrors } from "../utils/field-errors.ts";
import { maidToFormState } from "../utils/maid-form-state.ts";
import { EditTabs } from "./edit-tabs.tsx";
import { MaidFormBody } from "./maid-form-dialog.tsx";

type EditMaidFormProps = {
  maid: AdminMaid;
  update: UpdateMaidMutation;
  onClose: () => void;
  onSaved: () => void;
};

/** The loaded helper's form; a failed check opens the first tab with a message. */
export function EditMaidForm({ maid, update, onClose, onSaved }: EditMaidFormProps) {
  const form = useMaidForm(() => maidToFormState(maid));
  const [tab, setTab] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  function showFirstTabWith(errors: FieldErrors) {
    const first = tabsWithErrors(errors).indexOf(true);
    if (first >= 0) setTab(first);
  }

  function submit() {
    const { values, errors } = form.validate(updateMaidInputSchema);
    if (!values) {
      showFirstTabWith(errors);
      return setFailure(FORM_TEXTS.fixErrors);
    }
    setFailure(null);
    update.mutate(
      { id: maid.id, values, photo: form.photo },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error);
          setFailure(ADMIN_MESSAGES.updateFailed);
          form.showErrors(fieldErrors);
          showFirstTabWith(fieldErrors);
        },
      },
    );
  }

  return (
    <MaidFormBody
      busy={update.isPending}
      submitLabel={ADMIN_TEXTS.saveChanges}
      busyLabel={ADMIN_TEXTS.updating}
      failure={failure}
      onSubmit={submit}
      onCancel={onClose}
    >
      <EditTabs
        maid={maid}
        form={form}
        tab={tab}
        onTabChange={setTab}
        disabled={update.isPending}
      />
    </MaidFormBody>
  );
}
