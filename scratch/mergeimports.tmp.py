# Merges named imports from one module into one declaration (at the first one's place); 'import type {…}' names become 'type …'.
import re,subprocess,sys
rx=re.compile(r"^import (type )?\{([^}]*)\} from '([^']+)';\n",re.M)
files=[f for f in subprocess.check_output(['git','ls-files','src','mock-server','e2e','bench','scripts'],text=True).split() if f.endswith(('.ts','.tsx')) and 'node_modules' not in f]
files+= [f for f in subprocess.check_output(['git','ls-files','--others','--exclude-standard','src'],text=True).split() if f.endswith(('.ts','.tsx'))]
n=0
for f in files:
    t=open(f).read()
    ms=list(rx.finditer(t))
    by={}
    for m in ms: by.setdefault(m.group(3),[]).append(m)
    dup={k:v for k,v in by.items() if len(v)>1}
    if not dup: continue
    out=t
    # build replacements from the end
    edits=[]
    for mod,group in dup.items():
        names=[]
        alltype=all(m.group(1) for m in group)
        for m in group:
            for nm in [x.strip() for x in m.group(2).split(',') if x.strip()]:
                if m.group(1) and not alltype and not nm.startswith('type '): nm='type '+nm
                if nm not in names: names.append(nm)
        line=f"import {'type ' if alltype else ''}{{ {', '.join(names)} }} from '{mod}';\n"
        edits.append((group[0].start(),group[0].end(),line))
        for m in group[1:]: edits.append((m.start(),m.end(),''))
    for s,e,r in sorted(edits,reverse=True): out=out[:s]+r+out[e:]
    open(f,'w').write(out); n+=1
print(n)
