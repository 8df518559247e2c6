/** The light page of the batch-activity page (`batch-activitypage.html`): started after the pre-rendered page has painted. */
import { startWhenPainted } from 'shared-ui/lightPage/afterNextPaint';

startWhenPainted(() => import(/* webpackMode: "eager" */ './activityPage'));
