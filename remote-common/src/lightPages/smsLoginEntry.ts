/** The light page of the SMS-code sign-in (`sms-login.html`): started after the pre-rendered page has painted. */
import { startWhenPainted } from 'shared-ui/lightPage/afterNextPaint';

startWhenPainted(() => import(/* webpackMode: "eager" */ './smsLoginPage'));
