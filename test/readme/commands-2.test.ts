// Every command the README prints runs as printed and exits as documented: the second half of its blocks.
import { describeReadmeBlocks } from './blocks.js';

describeReadmeBlocks(1, 2);
