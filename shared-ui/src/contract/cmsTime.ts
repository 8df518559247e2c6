import { z } from 'zod';
import { CMS_TIME_PATTERN } from './time';

/** A CMS time (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai), as every record of the contract carries it. */
export const cmsTime = z.string().regex(new RegExp(CMS_TIME_PATTERN));
