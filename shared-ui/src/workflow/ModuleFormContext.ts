import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ModuleValues } from 'shared-ui/contract';

/**
 * The form a ModuleForm renders, for an input that depends on a sibling field at the top level (a jump target reads
 * its jump type). Inside a collection's item the sibling comes with the item instead.
 */
export const ModuleFormContext = createContext<UseFormReturn<ModuleValues> | null>(null);

export const useModuleFormContext = () => useContext(ModuleFormContext);
