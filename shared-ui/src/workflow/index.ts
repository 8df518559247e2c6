/**
 * `shared-ui/workflow`: the publish-workflow engine's screens (a federation singleton entry of its own). A module
 * defined with `defineModule` gets its whole screen from `<ModuleScreen module={…} />`; the parts are exported for
 * custom screens that reuse the form, the lists or the data hooks.
 */
export { ModuleScreen, moduleScreenElement } from './ModuleScreen';
export type { ModuleScreenProps } from './ModuleScreen';
export { useWorkflowView, WORKFLOW_VIEWS } from './useWorkflowView';
export type { WorkflowView } from './useWorkflowView';

export { ModuleForm } from './ModuleForm';
export type { ModuleFormProps } from './ModuleForm';
export { useModuleForm } from './useModuleForm';
export type { ModuleFormController, UseModuleFormOptions } from './useModuleForm';
export { zodResolver } from './zodResolver';

export { useModuleDraft } from './useModuleDraft';
export { useWorkflowList } from './useWorkflowList';
export { useWorkflowAction } from './useWorkflowAction';
export { workflowKeys } from './workflowKeys';
export type { WorkflowListView } from './WorkflowListView';
export type { WorkflowCommand, ScheduleTimes } from './WorkflowCommand';
export { useWorkflowPermissions } from './useWorkflowPermissions';
export type { WorkflowPermissions } from './useWorkflowPermissions';
export { LibraryPicker } from './LibraryPicker';
export type { LibraryPickerProps } from './LibraryPicker';
export { ConfirmDialog } from './ConfirmDialog';
export { ReloadedNotice, StaleSaveDialog, staleSaveOf, useStaleSaveConflict } from './StaleSaveDialog';
export { useActionConflict, useRowConflict, type ActionConflict, type RowAttempt } from './useRowConflict';
export type { StaleSaveConflict, StaleSaveDialogProps } from './StaleSaveDialog';
export type { BaseVersion } from './WorkflowCommand';
export type { ConfirmDialogProps } from './ConfirmDialog';

export { EditView } from './EditView';
export { PrepublishView } from './PrepublishView';
export { PublishedView } from './PublishedView';
export { HistoryView } from './HistoryView';
export { useAutosave } from './useAutosave';
export { autosaveStore } from './autosaveStore';
export { AutosaveBanner } from './AutosaveBanner';
export type { AutosaveCopy } from './autosaveStore';
export { readImageFile, type ChosenImage } from './readFileBytes';

// The workflow's form library, for custom screens' forms (the article editor, the information forms): remotes take
// it from here rather than depending on react-hook-form themselves, so the page carries one copy of it.
export { Controller, useForm, useFormState, useWatch } from 'react-hook-form';
export type { Control, FieldErrors, UseFormReturn } from 'react-hook-form';
