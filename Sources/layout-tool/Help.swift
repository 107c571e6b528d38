/// The help texts of `layout-tool`: `--help`, `help SUBCOMMAND` and `SUBCOMMAND --help`, in
/// the OVERVIEW / USAGE / ARGUMENTS / OPTIONS / EXIT STATUS / EXAMPLES layout, every line
/// within 80 columns (a test checks).
enum Help {
    /// `layout-tool help SUBCOMMAND`: the subcommand's help, or nil for an unknown name.
    static func text(for subcommand: String) -> String? {
        switch subcommand {
        case "layout": layout
        case "scroll": scroll
        case "solve": solve
        case "vfl": vfl
        case "explain": explain
        case "tiles": tiles
        case "help": overview
        default: nil
        }
    }

    static let overview = """
        OVERVIEW: Lay out, solve and explain Auto Layout constraints, headless.

        layout-tool lays out views described in a JSON spec with Auto Layout's rules
        (priorities, intrinsic sizes, scroll views, the Visual Format Language) and says
        what is ambiguous or conflicting; it also solves plain linear systems and
        expands Visual Format lines, and explains UIKit's constraint-conflict logs.

        USAGE: layout-tool <subcommand> [options]
               layout-tool help <subcommand>

        SUBCOMMANDS:
          layout SPEC             Lay out a JSON spec; print frames, scroll-view facts
                                  and diagnostics as text, JSON or an SVG picture.
          scroll SPEC             Play drags, flicks, pinches and scrolls against a
                                  scroll view; print frames and delegate calls.
          solve SYSTEM            Solve a plain linear system, one constraint a line.
          vfl FORMAT              Print the constraints a Visual Format Language line
                                  makes.
          explain LOG             Explain UIKit's "Unable to simultaneously satisfy
                                  constraints" log: the minimal conflict, the sum.
          tiles SPEC --view NAME  The tiles a CATiledLayer on NAME draws at an offset
                                  and zoom: level of detail, tile rects.
          help [SUBCOMMAND]       Show this help, or a subcommand's.

        OPTIONS:
          -h, --help              Show this help.
          --version               Show the version.

        EXIT STATUS:
          0   success (warnings such as ambiguity go to standard error)
          1   bad input: a spec, system or format that cannot be read
          2   required constraints conflict (output is still printed)
          64  bad command-line usage

        EXAMPLES:
          layout-tool layout Examples/scroll-30-labels.json
          layout-tool layout Examples/floating-badge.json --format svg > badge.svg
          layout-tool solve Examples/systems/strict-priorities.txt
          layout-tool vfl 'H:|-[find]-[findNext]-[findField(>=20)]-|'

        Machine output goes to standard output only; diagnostics go to standard error.
        '-' reads standard input. Colour is used only on a terminal, and never with
        NO_COLOR set. Documentation: README.md and docs/ in the source tree.

        """

    static let layout = """
        OVERVIEW: Lay out views and constraints the Auto Layout way, and explain it.

        USAGE: layout-tool layout SPEC [--format text|json|svg] [--offset [NAME=]X,Y]
                                       [--scale S]
               layout-tool layout FILE.xib|FILE.storyboard [--compare] [--format …]

        ARGUMENTS:
          SPEC                    A JSON layout spec, or '-' for standard input: views
                                  under "root" (name, frame, subviews, intrinsicSize,
                                  hugging, compressionResistance, layoutMargins, guides,
                                  scroll, layoutDirection, baselineOffsets), "metrics",
                                  "constraints" (VFL lines, linear text such as 'a.top
                                  == b.bottom + 8 @750', or objects {format, options,
                                  metrics, priority, identifier}) and "fit". The whole
                                  format: docs/spec-format.md.
          FILE.xib|.storyboard    An Interface Builder document: every scene laid out
                                  on its device, views named by IB's ids; what is not
                                  modelled is a warning (docs/interface-builder.md).

        OPTIONS:
          --format text|json|svg  Output format (default text). text: a table of frames,
                                  a small table per scroll view, fitting sizes,
                                  diagnostics. json: the stable shape of the contract.
                                  svg: a picture a browser opens (content area dashed,
                                  floating views yellow, ambiguous views hatched orange,
                                  conflicts red).
          --offset [NAME=]X,Y     Set a scroll view's contentOffset before layout (NAME
                                  may be left out when the spec has one scroll view);
                                  repeatable.
          --scale S               Round frame edges to the nearest 1/S point (2 for
                                  @2x).
          --compare               (documents) Xcode's stored frames beside the tool's.
          -h, --help              Show this help.

        Constraints are activated in spec order after each view's own (fixed frames,
        then intrinsic sizes). A required constraint that conflicts with those before it
        is broken: left out, reported with a minimal conflicting set, and the layout
        goes on.

        EXIT STATUS:
          0   laid out (warnings such as ambiguity go to standard error)
          1   bad spec: FILE:LINE:COLUMN: error: MESSAGE on standard error
          2   a required constraint was broken (the output is still printed)
          64  bad usage

        EXAMPLES:
          layout-tool layout Examples/scroll-30-labels.json
          layout-tool layout Examples/floating-badge.json --offset 0,0 --format json
          layout-tool layout Examples/ambiguity.json --format svg > ambiguity.svg
          cat spec.json | layout-tool layout - --scale 2
          layout-tool layout Examples/interface-builder/table-cell.xib --compare

        """

    static let scroll = """
        OVERVIEW: Play a script of gestures against a scroll view, frame by frame.

        USAGE: layout-tool scroll SPEC --script SCRIPT [--view NAME] [--fps N]
                                       [--format json|text|svg]

        ARGUMENTS:
          SPEC                    A JSON layout spec, or '-' for standard input; its
                                  "scroll" objects may set bounces, alwaysBounceVertical,
                                  alwaysBounceHorizontal, bouncesZoom, decelerationRate,
                                  scrollEnabled, directionalLockEnabled, scrollsToTop,
                                  recenter (docs/scrolling.md).

        OPTIONS:
          --script SCRIPT         The steps, separated by ';' (or a file holding them,
                                  '-' for standard input): drag DX,DY [in T];
                                  release [VX,VY]; wait T; settle; scroll-to X,Y
                                  [animated]; scroll-rect X,Y,W,H [animated];
                                  scroll-to-top; pinch S [at X,Y] [in T];
                                  zoom S [animated]; target X,Y. Times in seconds.
          --view NAME             The scroll view (needed when there are several).
          --fps N                 Frames per second (default 60).
          --format json|text|svg  json: frames, delegate calls and the final state;
                                  text (default): the calls and some frames; svg: the
                                  offset and zoom scale against time, calls marked.
          -h, --help              Show this help.

        EXIT STATUS:
          0   played
          1   bad spec or script: FILE:LINE:COLUMN: error: MESSAGE, caret under the step
          2   a required constraint was broken (the output is still printed)
          64  bad usage

        EXAMPLES:
          layout-tool scroll Examples/long-article.json \\
              --script 'drag 0,-300; release; settle'
          layout-tool scroll Examples/paging-gallery.json --format json \\
              --script Examples/scroll/paging-gallery.scroll
          layout-tool scroll Examples/photo-zoom.json --format svg \\
              --script 'pinch 3 at 100,100; settle' > pinch.svg

        """

    static let solve = """
        OVERVIEW: Solve a plain linear system with Auto Layout's priorities.

        USAGE: layout-tool solve SYSTEM [--format text|json]

        ARGUMENTS:
          SYSTEM                  A file, or '-' for standard input. One constraint a
                                  line; '#' starts a comment. Terms are NUMBER*NAME,
                                  NAME*NUMBER, NAME or NUMBER joined by + and -, on both
                                  sides of ==, <= or >=. An optional @PRIORITY (a number
                                  in (0, 1000], or required, high, low, fitting) ends
                                  the line; lines are required by default.

        OPTIONS:
          --format text|json      Output format (default text).
          -h, --help              Show this help.

        Optional constraints are met in strict priority order: no number of errors at a
        lower priority outweighs one at a higher priority. Variables whose value is not
        uniquely determined are reported as ambiguous.

        EXIT STATUS:
          0   solved (ambiguity warnings go to standard error)
          1   unreadable system
          2   required constraints conflict: the conflicting line is left out, the rest
              is solved, and a minimal conflicting set is printed
          64  bad usage

        EXAMPLES:
          layout-tool solve Examples/systems/strict-priorities.txt
          layout-tool solve Examples/systems/conflict.txt --format json
          printf 'x + y == 10\\nx == 3\\n' | layout-tool solve -

        """

    static let vfl = """
        OVERVIEW: Print the constraints a Visual Format Language line makes.

        USAGE: layout-tool vfl FORMAT [--views a,b] [--metrics k=v,...]
                                      [--options o1,o2] [--format text|json]

        ARGUMENTS:
          FORMAT                  The visual format string, e.g.
                                  'H:|-[a]-(>=8)-[b(==a)]-|'.

        OPTIONS:
          --views a,b             The view names. Default: every name inside [...]
                                  except priorities, e.g. a and b in '[a(==b)]'.
          --metrics k=v,...       Metric values, e.g. 'pad=10,gap=8.5'.
          --options o1,o2         Apple's option names without prefix: alignAllLeft,
                                  alignAllRight, alignAllTop, alignAllBottom,
                                  alignAllLeading, alignAllTrailing, alignAllCenterX,
                                  alignAllCenterY, alignAllBaseline,
                                  alignAllLastBaseline, alignAllFirstBaseline,
                                  directionLeadingToTrailing, directionLeftToRight,
                                  directionRightToLeft, spacingEdgeToEdge,
                                  spacingBaselineToBaseline.
          --format text|json      Output format (default text).
          -h, --help              Show this help.

        One constraint a line, in the linear form of the spec format, with 'superview'
        for '|' and ' @P' only when P < 1000. Standard spacing is 8 between views and 20
        to the superview edge.

        EXIT STATUS:
          0   printed
          1   malformed format: <format>:1:COLUMN: error: MESSAGE, then a caret line
          64  bad usage

        EXAMPLES:
          layout-tool vfl 'H:|-[find]-[findNext]-[findField(>=20)]-|'
          layout-tool vfl 'V:|-pad-[a][b]' --metrics pad=10 --format json

        """

    static let explain = """
        OVERVIEW: Explain the constraint conflicts of a UIKit console log.

        USAGE: layout-tool explain LOG [--format text|json]

        ARGUMENTS:
          LOG                     A file, or '-' for standard input: what Xcode's
                                  console printed ("Unable to simultaneously
                                  satisfy constraints" blocks, iOS 6 to today), a
                                  bare list of constraint descriptions, or an
                                  _autolayoutTrace.

        OPTIONS:
          --format text|json      Output format (default text).
          -h, --help              Show this help.

        Each block's constraints are rebuilt and solved with UIKit's rules (view sizes
        are never negative). The output says whether they really conflict, marks a
        minimal conflicting set (every smaller set can hold), shows the sum, lists the
        values the log does not print (layout margins 8, system spacing 8) and says
        whether the conflict holds for any of them, and suggests fixes. Descriptions
        that cannot be read are warnings on standard error. The whole story:
        docs/explain.md.

        EXIT STATUS:
          0   every block read (conflicts are the expected content)
          1   nothing in the input looks like a constraint log, or it cannot be read
          64  bad usage

        EXAMPLES:
          layout-tool explain Examples/explain/cell-width.log
          pbpaste | layout-tool explain - --format json

        """

    static let tiles = """
        OVERVIEW: The tiles a CATiledLayer on a view draws for a scroll state.

        USAGE: layout-tool tiles SPEC --view NAME [--screen-scale S] [--offset X,Y]
                                 [--zoom Z] [--to X,Y] [--format text|json]

        ARGUMENTS:
          SPEC                    A layout spec (see layout --help); NAME's "tiled"
                                  object sets tileSize (pixels), levelsOfDetail and
                                  levelsOfDetailBias (default [256, 256], 1, 0).

        OPTIONS:
          --view NAME             The tiled view, usually a scroll view's zoom view.
          --screen-scale S        Pixels per point (default 2).
          --offset X,Y            The scroll view's contentOffset, as plain state.
          --zoom Z                The zoom scale, as plain state (the offset stays).
          --to X,Y                Also list the tiles entering and leaving when the
                                  offset moves there.
          --format text|json      Output format (default text).
          -h, --help              Show this help.

        EXIT STATUS:
          0   listed; 1 bad spec or tiling; 2 a required constraint was broken;
          64  bad usage (or NAME is not a view of the spec)

        EXAMPLES:
          layout-tool tiles Examples/tiled-map.json --view map --zoom 3 --format json

        """
}
