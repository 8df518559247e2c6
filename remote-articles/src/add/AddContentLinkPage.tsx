import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ARTICLE_API, INFORMATION_API, isPathPermitted } from 'shared-ui/contract';
import { isCallAllowed, useSession } from 'shared-ui';
import { PageHeader } from 'shared-ui/components';
import { Link as RouterLink } from 'shared-ui/router';
import { informationPaths } from '../information/informationPaths';

interface AddLink {
  key: string;
  title: string;
  description: string;
  path: string;
  /** The call the page makes to add: the card shows only to a role that may make it. */
  createCall: string;
}

const ADD_LINKS: readonly AddLink[] = [
  { key: 'newadd', title: '新增文章', description: '写一篇文章存入文章库，供各运营位引用', path: informationPaths.add('newadd'), createCall: ARTICLE_API.create },
  { key: 'headlines', title: '头条', description: '发布一条头条资讯，显示在资讯库「头条」分类', path: informationPaths.add('headlines'), createCall: INFORMATION_API.create },
  { key: 'stockCalendar', title: '股票日历', description: '登记股票的财报、派息、股东大会等重要日期', path: informationPaths.add('stockCalendar'), createCall: INFORMATION_API.create },
  { key: 'marketAnalysis', title: '市场分析', description: '撰写一篇市场分析，显示在资讯库「市场分析」分类', path: informationPaths.add('marketAnalysis'), createCall: INFORMATION_API.create },
  { key: 'managerWebsite', title: '基金经理官网文章', description: '为基金经理官网撰写文章，并关联基金经理', path: informationPaths.add('managerWebsite'), createCall: ARTICLE_API.create },
];

/**
 * `/articles/addArticles`: the link page for adding content, in the style of the areas' modulesEdit pages. A card
 * shows when the user may open its page (module permission) and their role may make its add call.
 */
export function AddContentLinkPage() {
  const { permission, role } = useSession();
  const visible = ADD_LINKS.filter((link) => isPathPermitted(permission, link.path) && isCallAllowed(role, 'POST', link.createCall));
  return (
    <Box>
      <PageHeader title="新增内容" subtitle="选择要新增的内容类型" />
      {visible.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }} data-testid="add-links-empty">
          您没有新增内容的权限
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {visible.map((link) => (
            <Card key={link.key} variant="outlined">
              <CardActionArea component={RouterLink} to={link.path} data-testid={`add-link-${link.key}`}>
                <CardContent>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {link.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {link.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
