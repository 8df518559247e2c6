/** `shared-ui/workflow`: the publish-workflow engine's screens (a federation singleton entry of its own). */
export {};
