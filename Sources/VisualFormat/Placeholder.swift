public enum VisualFormatPlaceholder {}
