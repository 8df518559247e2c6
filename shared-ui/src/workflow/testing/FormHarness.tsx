import { useState } from 'react';
import type { ModuleDefinition, ModuleValues } from 'shared-ui/contract';
import { ModuleForm, useModuleForm } from 'shared-ui/workflow';

/**
 * A module's form (empty, or opened with `initialValues` as a saved entry opens it) with a 校验 button that runs the
 * browser's validation and prints what would be sent (`sent`).
 */
export function FormHarness({ module, initialValues }: { module: ModuleDefinition; initialValues?: ModuleValues }) {
  const controller = useModuleForm(module, { initialValues });
  const [sent, setSent] = useState<ModuleValues | null | undefined>(undefined);
  return (
    <>
      <ModuleForm controller={controller} canUpload />
      <button type="button" onClick={() => void controller.validate().then(setSent)}>
        校验
      </button>
      <output data-testid="sent">{sent === undefined ? '' : JSON.stringify(sent)}</output>
    </>
  );
}
