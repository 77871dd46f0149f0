#!/usr/bin/env python3
"""The tester's own deduction aid in the Tiwanaku trial (second trial, decision 10): enumerates the
crop layouts allowed by the two rules as the tutorial teaches them (an area of N cells holds crops
1..N once each; equal crops never touch, corners too). Not the game's rules code.

    python3 tiwanaku_deduce.py "A1=S,B1=S,...(cell=terrain)" "B1=4,E1=4,...(known crops)"
"""
import itertools, sys
terr = dict(l.split('=') for l in sys.argv[1].split(','))   # cell=terrain
known = dict((k, int(v)) for k, v in (l.split('=') for l in sys.argv[2].split(','))) if sys.argv[2] else {}
cells = list(terr)
def nb(c):
    x, y = ord(c[0]), int(c[1])
    return [chr(x+dx)+str(y+dy) for dx in (-1,0,1) for dy in (-1,0,1) if (dx or dy) and chr(x+dx)+str(y+dy) in terr]
def side(c):
    x, y = ord(c[0]), int(c[1])
    return [chr(x+dx)+str(y+dy) for dx, dy in ((1,0),(-1,0),(0,1),(0,-1)) if chr(x+dx)+str(y+dy) in terr]
seen=set(); areas=[]
for c in cells:
    if c in seen: continue
    st=[c]; a=[]; seen.add(c)
    while st:
        d=st.pop(); a.append(d)
        for e in side(d):
            if e not in seen and terr[e]==terr[d]: seen.add(e); st.append(e)
    areas.append(a)
sols=[]
order=[c for a in areas for c in a]
size={c:len(a) for a in areas for c in a}
area_of={c:i for i,a in enumerate(areas) for c in a}
def rec(i, asg):
    if i==len(order): sols.append(dict(asg)); return
    c=order[i]
    opts=[known[c]] if c in known else range(1,size[c]+1)
    for v in opts:
        if v>size[c]: continue
        if any(asg.get(e)==v for e in nb(c)): continue
        if any(asg.get(e)==v for e in areas[area_of[c]] if e!=c): continue
        asg[c]=v; rec(i+1,asg); del asg[c]
rec(0,{})
print(len(sols),"solutions")
for c in sorted(cells, key=lambda c:(c[1],c[0])):
    vals=sorted({s[c] for s in sols})
    if c not in known: print(c, terr[c], vals, "CERTAIN" if len(vals)==1 else "")
