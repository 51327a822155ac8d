/**
 * Holds the embedded database's lock on the directory given as argument (relative to the
 * working directory, if one is given) until it is killed, for tests of the lock.
 */
import { lockDataDir } from "../../src/db/database.ts";

const [dataDir, workingDir] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: lock-holder.ts <data dir> [working dir]");
if (workingDir) process.chdir(workingDir);
await lockDataDir(dataDir);
console.log(`locked by process ${process.pid}`);
// The lock does not keep the process alive by itself.
setInterval(() => {}, 60_000);
