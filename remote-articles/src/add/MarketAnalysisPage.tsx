import { InformationAddPage } from '../information/InformationAddPage';
import { MARKET_ANALYSIS_TYPE } from '../information/informationValues';

/** `/articles/add/marketAnalysis`: a market analysis (information category 4), an article-like item with a body. */
export function MarketAnalysisPage() {
  return <InformationAddPage type={MARKET_ANALYSIS_TYPE} title="新增市场分析" subtitle="写一篇市场分析：保存后出现在资讯库的「市场分析」分类" />;
}
