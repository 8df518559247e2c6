import { InformationAddPage } from '../information/InformationAddPage';
import { HEADLINES_TYPE } from '../information/informationValues';

/** `/articles/add/headlines`: a headline (information category 2), an article-like item with a required body. */
export function HeadlinesPage() {
  return <InformationAddPage type={HEADLINES_TYPE} title="新增头条" subtitle="写一条头条资讯：保存后出现在资讯库的「头条」分类" />;
}
