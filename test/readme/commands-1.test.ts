// Every command the README prints runs as printed and exits as documented: the first half of its blocks.
import { describeReadmeBlocks } from './blocks.js';

describeReadmeBlocks(0, 2);
