import { createHelperInputSchema } from "@maids/contract/helper-input.ts";
import { ADD_HELPER_SECTIONS, ADMIN_MESSAGES, ADMIN_TEXTS } from "@maids/contract/messages.ts";
import { useState } from "react";
import { serverMessage } from "@/shared/forms/apply-server-errors.ts";
import { useCreateHelper } from "../api/create-helper.ts";
import { useHelperForm } from "../hooks/use-helper-form.ts";
import { useOpenSections } from "../hooks/use-open-sections.ts";
import { FORM_TEXTS } from "../texts.ts";
import { tabKeysOf, tabKeysWithErrors } from "../utils/edit-tabs.ts";
import { ADD_MODE } from "../utils/form-modes.ts";
import { emptyHelperForm } from "../utils/helper-form-values.ts";
import { AdditionalFields } from "./fields/additional-fields.tsx";
import { BasicFields } from "./fields/basic-fields.tsx";
import { BiodataSections } from "./fields/biodata/biodata-sections.tsx";
import { EmploymentFields } from "./fields/employment-fields.tsx";
import { FormSection } from "./fields/field-grid.tsx";
import { PhotoField } from "./fields/photo-field.tsx";
import { PhysicalFields } from "./fields/physical-fields.tsx";
import { SkillsLanguagesFields } from "./fields/skills-languages-fields.tsx";
import { StatusFields } from "./fields/status-fields.tsx";
import { HelperDialogFrame, HelperFormBody } from "./helper-form-dialog.tsx";

type AddHelperDialogProps = { open: boolean; onClose: () => void; onCreated: () => void };

function createFailure(error: unknown): string {
  return ADMIN_MESSAGES.createFailed(serverMessage(error) ?? ADMIN_MESSAGES.createFailedFallback);
}

/**
 * The 'Add Maid' dialog, every section on one scrolling page, then the biodata's sections. The
 * spec's debug info box is left out: it shows internals and does not help an admin.
 */
export function AddHelperDialog({ open, onClose, onCreated }: AddHelperDialogProps) {
  // Kept outside the dialog's content, so Cancel keeps what was typed; success resets it.
  const form = useHelperForm(emptyHelperForm, createHelperInputSchema);
  const create = useCreateHelper();
  const [failure, setFailure] = useState<string | null>(null);
  const section = { form, mode: ADD_MODE, disabled: create.isPending };
  const sections = useOpenSections();

  const submit = form.handleSubmit(
    (values) => {
      setFailure(null);
      create.mutate(
        { values, photo: form.getValues("image") ?? null },
        {
          onSuccess: () => {
            form.reset();
            onCreated();
          },
          onError: (error) => {
            setFailure(createFailure(error));
            sections.reveal(tabKeysOf(form.showServerErrors(error)));
          },
        },
      );
    },
    (errors) => {
      sections.reveal(tabKeysWithErrors(errors));
      setFailure(FORM_TEXTS.fixErrors);
    },
  );

  return (
    <HelperDialogFrame
      open={open}
      title={ADMIN_TEXTS.addHelper}
      busy={create.isPending}
      onClose={onClose}
    >
      <HelperFormBody
        busy={create.isPending}
        submitLabel={ADMIN_TEXTS.createHelper}
        busyLabel={ADMIN_TEXTS.creating}
        failure={failure}
        onSubmit={() => void submit()}
        onCancel={onClose}
      >
        <FormSection title={ADD_HELPER_SECTIONS.photoUpload}>
          <PhotoField {...section} />
        </FormSection>
        <FormSection title={ADD_HELPER_SECTIONS.basicInformation}>
          <BasicFields {...section} />
        </FormSection>
        <FormSection title={ADD_HELPER_SECTIONS.physicalInformation}>
          <PhysicalFields {...section} />
        </FormSection>
        <FormSection title={ADD_HELPER_SECTIONS.skillsAndLanguages}>
          <SkillsLanguagesFields {...section} />
        </FormSection>
        <FormSection title={ADD_HELPER_SECTIONS.additionalDetails}>
          <AdditionalFields {...section} />
        </FormSection>
        <FormSection title={ADD_HELPER_SECTIONS.employmentHistory}>
          <EmploymentFields {...section} />
        </FormSection>
        <BiodataSections {...section} open={sections.open} onToggle={sections.toggle} />
        <StatusFields {...section} />
      </HelperFormBody>
    </HelperDialogFrame>
  );
}
