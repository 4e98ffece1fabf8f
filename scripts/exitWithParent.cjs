// Preloaded into the Auth emulator (NODE_OPTIONS, scripts/authEmulator.ts): it ends when the
// process that started it is gone, also after a SIGKILL that left it no chance to stop it (issue 35).
const parent = Number(process.env.DP_EXIT_WITH_PID)
if (Number.isInteger(parent) && parent > 1) {
  setInterval(() => {
    try {
      process.kill(parent, 0)
    } catch {
      process.exit(0)
    }
  }, 500).unref()
}
