print("layout-bench: not built yet")
