// pnpm hooks of the workspace.
module.exports = {
  hooks: {
    /**
     * The manifest a published package ships: what consumers install and read. Development-only
     * fields (the workspace's private tools in devDependencies, scripts run against sources the
     * tarball does not hold) stay in the repository.
     */
    beforePacking(manifest) {
      delete manifest.devDependencies;
      delete manifest.scripts;
      return manifest;
    },
  },
};
