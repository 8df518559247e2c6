/** The holiday notices' light page (`holiday-messagelist.html`): started after the pre-rendered page has painted. */
import { startWhenPainted } from 'shared-ui/lightPage/afterNextPaint';

startWhenPainted(() => import(/* webpackMode: "eager" */ './holidayPage'));
