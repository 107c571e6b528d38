// Placeholder replaced by the VisualFormat work in this same change series.
enum VFLCommand {
    static func run(arguments: [String]) -> ToolResult {
        ToolResult(standardError: "error: vfl is not built yet\n", status: ExitStatus.badInput)
    }
}
