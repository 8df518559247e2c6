/** The light page of the SMS code look-up (`sms-query.html`): started after the pre-rendered page has painted. */
import { startWhenPainted } from 'shared-ui/lightPage/afterNextPaint';

startWhenPainted(() => import(/* webpackMode: "eager" */ './smsQueryPage'));
