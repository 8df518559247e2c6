import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FUND_RISK_LEVELS, currencyText, optionLabel } from 'shared-ui/contract';

export interface FundFactsSource {
  isin: string;
  risk_level: string;
  currency: string;
  fund_house: string;
  fund_type: string;
}

/** The catalogue's facts of a fund (what staff cannot change here): ISIN, risk, currency, house, type. */
export function FundFacts({ fund }: { fund: FundFactsSource }) {
  const facts: [string, string][] = [
    ['ISIN', fund.isin],
    ['风险等级', optionLabel(FUND_RISK_LEVELS, fund.risk_level)],
    ['币种', currencyText(fund.currency)],
    ['基金公司', fund.fund_house],
    ['基金类型', fund.fund_type],
  ];
  return (
    <Box component="dl" aria-label="基金信息" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
