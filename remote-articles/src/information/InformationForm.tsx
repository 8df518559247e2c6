import Stack from '@mui/material/Stack';
import { RichTextEditor } from '../editor/RichTextEditor';
import { FormDateField } from './FormDateField';
import { FormTextField } from './FormTextField';
import { STOCK_CALENDAR_TYPE } from './informationValues';
import { StockCalendarFields } from './StockCalendarFields';
import { TitleField } from './TitleField';
import type { InformationFormController } from './useInformationForm';
import { Controller } from 'shared-ui/workflow';

export interface InformationFormProps {
  controller: InformationFormController;
  /** While saving, or for a role that may not save. */
  disabled?: boolean;
}

/**
 * The form of an information item, by category: a stock-calendar entry (the event, its title and description, an
 * optional body) or an article-like item (headline, market analysis and every other feed: title, author, abstract,
 * related stocks, a required body). Both have the display time.
 */
export function InformationForm({ controller, disabled }: InformationFormProps) {
  const { form } = controller;
  const { control } = form;
  // The category is fixed for the life of the form (the page's route says it).
  const isCalendar = form.getValues('type') === STOCK_CALENDAR_TYPE;
  return (
    <Stack spacing={2.5} data-testid="information-form" component="div">
      {isCalendar ? (
        <StockCalendarFields form={form} disabled={disabled} />
      ) : (
        <>
          <TitleField control={control} disabled={disabled} />
          <FormTextField control={control} name="author" label="作者" disabled={disabled} />
          <FormTextField control={control} name="abstract" label="摘要" multiline hint="列表与分享卡片中显示，最多 300 字" disabled={disabled} />
        </>
      )}
      <FormDateField control={control} name="show_time" label="展示发布时间" required hint="App 与官网上显示的发布时间（北京时间）" disabled={disabled} />
      {isCalendar ? null : (
        <FormTextField
          control={control}
          name="related_stocks"
          label="相关股票"
          placeholder="如 00700;AAPL"
          hint="股票代码，多个用英文分号 ; 分隔"
          disabled={disabled}
        />
      )}
      <Controller
        name="content"
        control={control}
        render={({ field, fieldState }) => (
          <RichTextEditor
            label={isCalendar ? '正文（选填）' : '正文'}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            helperText={isCalendar ? '股票日历可只填事件描述；需要详细说明时再写正文' : undefined}
            disabled={disabled}
            testId="information-content"
          />
        )}
      />
    </Stack>
  );
}
