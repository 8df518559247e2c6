import { useState } from 'react';
import type { ModuleDefinition, ModuleValues } from 'shared-ui/contract';
import { ModuleForm, useModuleForm } from 'shared-ui/workflow';
import { CmsPickersProvider } from 'shared-ui/pickers';

/** A module's form with a 校验 button that runs the browser's validation and prints what would be sent (`sent`). */
export function FormHarness({ module }: { module: ModuleDefinition }) {
  const controller = useModuleForm(module);
  const [sent, setSent] = useState<ModuleValues | null | undefined>(undefined);
  return (
    <CmsPickersProvider>
      <ModuleForm controller={controller} canUpload />
      <button type="button" onClick={() => void controller.validate().then(setSent)}>
        校验
      </button>
      <output data-testid="sent">{sent === undefined ? '' : JSON.stringify(sent)}</output>
    </CmsPickersProvider>
  );
}
