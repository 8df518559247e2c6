/** The approval screens' light page (`approval-*.html`): started after the pre-rendered screen has painted. */
import { startWhenPainted } from 'shared-ui/lightPage/afterNextPaint';

startWhenPainted(() => import(/* webpackMode: "eager" */ './approvalPage'));
