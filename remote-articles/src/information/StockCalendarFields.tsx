import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'shared-ui/workflow';
import { STOCK_EVENT_TYPES, STOCK_MARKETS } from 'shared-ui/contract';
import { FormDateField } from './FormDateField';
import { FormTextField } from './FormTextField';
import { stockCalendarTitle, type InformationFormValues } from './informationValues';
import { TitleField } from './TitleField';

/**
 * The stock-calendar part of the form: the event (day, market, stock, type) and its title. The title follows the
 * event (`腾讯控股（00700）2026-11-26 财报发布`) until the person writes their own; after that a button offers it.
 */
export function StockCalendarFields({ form, disabled }: { form: UseFormReturn<InformationFormValues>; disabled?: boolean }) {
  const { control } = form;
  const [stock_name, stock_code, event_date, event_type] = useWatch({ control, name: ['stock_name', 'stock_code', 'event_date', 'event_type'] });
  const suggestion = stockCalendarTitle({ stock_name, stock_code, event_date, event_type });
  // The suggestion the title last followed: a title equal to it (or empty) was not written by the person.
  const followed = useRef(suggestion);
  useEffect(() => {
    if (suggestion === followed.current || suggestion === '') return;
    const title = form.getValues('title').trim();
    if (title === '' || title === followed.current) {
      form.setValue('title', suggestion, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
    followed.current = suggestion;
  }, [suggestion, form]);

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormDateField control={control} name="event_date" label="事件日期" required disabled={disabled} />
        <FormTextField control={control} name="market" label="市场" options={STOCK_MARKETS} required disabled={disabled} />
        <FormTextField control={control} name="stock_code" label="股票代码" required placeholder="如 00700、AAPL、600519" disabled={disabled} />
        <FormTextField control={control} name="stock_name" label="股票名称" required placeholder="如 腾讯控股" disabled={disabled} />
        <FormTextField control={control} name="event_type" label="事件类型" options={STOCK_EVENT_TYPES} required disabled={disabled} />
      </Box>
      <TitleField
        control={control}
        disabled={disabled}
        suggestion={suggestion}
        onUseSuggestion={() => {
          form.setValue('title', suggestion, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          followed.current = suggestion;
        }}
      />
      <FormTextField control={control} name="abstract" label="事件描述" multiline hint="在股票日历中显示的说明，如业绩预期、派息方案" disabled={disabled} />
    </>
  );
}
