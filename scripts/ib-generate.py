#!/usr/bin/env python3
"""Writes a generated storyboard of N views (default 2000) to standard output, for timing
`layout-tool layout` on a large Interface Builder document (docs/performance.md).

One scene per 100 views: a root view holding a vertical stack view in a scroll view (content
and frame layout guides), each arranged row a view with a label pinned to its margins and a
switch. Python 3 standard library only.

Usage: scripts/ib-generate.py [N] > big.storyboard
"""
import sys


def main():
    total = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505"'
           ' targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">',
           '  <device id="retina6_12" orientation="portrait" appearance="light"/>', '  <scenes>']
    made = scene = 0
    while made < total:
        scene += 1
        s = f"s{scene}"
        rows = max(1, min(32, (total - made - 4) // 3))
        out += [f'    <scene sceneID="{s}-sc">', '      <objects>',
                f'        <viewController id="{s}-vc" sceneMemberID="viewController">',
                f'          <view key="view" contentMode="scaleToFill" id="{s}-root">',
                '            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>',
                '            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>',
                '            <subviews>',
                f'              <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="{s}-scroll">',
                '                <rect key="frame" x="0.0" y="59" width="393" height="759"/>',
                '                <subviews>',
                f'                  <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{s}-stack">',
                f'                    <rect key="frame" x="0.0" y="0.0" width="393" height="{rows * 52 - 8}"/>',
                '                    <subviews>']
        cons = []
        for r in range(rows):
            row, label, switch = f"{s}-r{r}", f"{s}-l{r}", f"{s}-w{r}"
            out += [f'                      <view translatesAutoresizingMaskIntoConstraints="NO" id="{row}">',
                    f'                        <rect key="frame" x="0.0" y="{r * 52}" width="393" height="44"/>',
                    '                        <subviews>',
                    f'                          <label text="Row {r}" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">',
                    '                            <rect key="frame" x="8" y="11.5" width="60" height="21"/>',
                    '                          </label>',
                    f'                          <switch translatesAutoresizingMaskIntoConstraints="NO" id="{switch}">',
                    '                            <rect key="frame" x="336" y="6.5" width="51" height="31"/>',
                    '                          </switch>',
                    '                        </subviews>',
                    '                        <constraints>',
                    f'                          <constraint firstAttribute="height" constant="44" id="{row}-h"/>',
                    f'                          <constraint firstItem="{label}" firstAttribute="leading" secondItem="{row}" secondAttribute="leadingMargin" id="{row}-c1"/>',
                    f'                          <constraint firstItem="{label}" firstAttribute="centerY" secondItem="{row}" secondAttribute="centerY" id="{row}-c2"/>',
                    f'                          <constraint firstAttribute="trailingMargin" secondItem="{switch}" secondAttribute="trailing" id="{row}-c3"/>',
                    f'                          <constraint firstItem="{switch}" firstAttribute="centerY" secondItem="{row}" secondAttribute="centerY" id="{row}-c4"/>',
                    '                        </constraints>',
                    '                      </view>']
        out += ['                    </subviews>', '                  </stackView>', '                </subviews>',
                '                <constraints>',
                f'                  <constraint firstItem="{s}-stack" firstAttribute="top" secondItem="{s}-cg" secondAttribute="top" id="{s}-k1"/>',
                f'                  <constraint firstItem="{s}-stack" firstAttribute="bottom" secondItem="{s}-cg" secondAttribute="bottom" id="{s}-k2"/>',
                f'                  <constraint firstItem="{s}-stack" firstAttribute="leading" secondItem="{s}-cg" secondAttribute="leading" id="{s}-k3"/>',
                f'                  <constraint firstItem="{s}-stack" firstAttribute="trailing" secondItem="{s}-cg" secondAttribute="trailing" id="{s}-k4"/>',
                f'                  <constraint firstItem="{s}-stack" firstAttribute="width" secondItem="{s}-fg" secondAttribute="width" id="{s}-k5"/>',
                '                </constraints>',
                f'                <viewLayoutGuide key="contentLayoutGuide" id="{s}-cg"/>',
                f'                <viewLayoutGuide key="frameLayoutGuide" id="{s}-fg"/>',
                '              </scrollView>', '            </subviews>',
                f'            <viewLayoutGuide key="safeArea" id="{s}-safe"/>', '            <constraints>',
                f'              <constraint firstItem="{s}-scroll" firstAttribute="top" secondItem="{s}-safe" secondAttribute="top" id="{s}-p1"/>',
                f'              <constraint firstItem="{s}-scroll" firstAttribute="bottom" secondItem="{s}-safe" secondAttribute="bottom" id="{s}-p2"/>',
                f'              <constraint firstItem="{s}-scroll" firstAttribute="leading" secondItem="{s}-root" secondAttribute="leading" id="{s}-p3"/>',
                f'              <constraint firstItem="{s}-scroll" firstAttribute="trailing" secondItem="{s}-root" secondAttribute="trailing" id="{s}-p4"/>',
                '            </constraints>', '          </view>', '        </viewController>', '      </objects>',
                '    </scene>']
        made += 3 + rows * 3
    out += ['  </scenes>', '</document>']
    print("\n".join(out))


if __name__ == "__main__":
    main()
