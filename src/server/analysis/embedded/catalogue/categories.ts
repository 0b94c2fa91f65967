import { art } from './art';
import { books } from './books';
import { ceramics } from './ceramics';
import { clocks } from './clocks';
import { collectibles } from './collectibles';
import { furniture } from './furniture';
import { glassware } from './glassware';
import { instruments } from './instruments';
import { jewellery } from './jewellery';
import { kitchenware } from './kitchenware';
import { lighting } from './lighting';
import { metalware } from './metalware';
import { militaria } from './militaria';
import { optics } from './optics';
import { scientific } from './scientific';
import { sports } from './sports';
import { textiles } from './textiles';
import { tools } from './tools';
import { toys } from './toys';
import type { Category } from './types';

export const categories: readonly Category[] = [
  ...ceramics,
  ...glassware,
  ...metalware,
  ...clocks,
  ...furniture,
  ...lighting,
  ...instruments,
  ...optics,
  ...toys,
  ...books,
  ...art,
  ...jewellery,
  ...tools,
  ...militaria,
  ...textiles,
  ...kitchenware,
  ...scientific,
  ...sports,
  ...collectibles,
];
