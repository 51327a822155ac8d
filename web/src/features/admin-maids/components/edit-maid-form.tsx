import type { AdminMaidRecord } from "@maids/contract/maid.ts";
import { updateMaidInputSchema } from "@maids/contract/maid-input.ts";
import { ADMIN_MESSAGES, ADMIN_TEXTS } from "@maids/contract/messages.ts";
import { useState } from "react";
import type { UpdateMaidMutation } from "../api/update-maid.ts";
import { useMaidForm } from "../hooks/use-maid-form.ts";
import { FORM_TEXTS } from "../texts.ts";
import { firstTabOf, tabsWithErrors } from "../utils/edit-tabs.ts";
import { maidToFormValues } from "../utils/maid-form-values.ts";
import { EditTabs } from "./edit-tabs.tsx";
import { MaidFormBody } from "./maid-form-dialog.tsx";

type EditMaidFormProps = {
  maid: AdminMaidRecord;
  update: UpdateMaidMutation;
  onClose: () => void;
  onSaved: () => void;
};

/** The loaded helper's form; a failed check opens the first tab with a message. */
export function EditMaidForm({ maid, update, onClose, onSaved }: EditMaidFormProps) {
  const form = useMaidForm(() => maidToFormValues(maid), updateMaidInputSchema);
  const [tab, setTab] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const showTab = (index: number) => {
    if (index >= 0) setTab(index);
  };

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      update.mutate(
        { id: maid.id, values, photo: form.getValues("image") ?? null },
        {
          onSuccess: onSaved,
          onError: (error) => {
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

  return (
    <MaidFormBody
      busy={update.isPending}
      submitLabel={ADMIN_TEXTS.saveChanges}
      busyLabel={ADMIN_TEXTS.updating}
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
    </MaidFormBody>
  );
}
