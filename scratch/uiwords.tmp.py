import json,re,glob,subprocess
pieces=set()
def walk(v):
    if isinstance(v,dict):
        for x in v.values(): walk(x)
    elif isinstance(v,str) and 'atalogue' in v:
        for p in re.split(r'\{\{[^}]*\}\}|<[^>]*>',v):
            if 'atalogue' in p: pieces.add(p)
for f in glob.glob('src/i18n/locales/en/*.json'): walk(json.load(open(f)))
pairs=sorted(((p.replace('atalogue','atalog'),p) for p in pieces),key=lambda x:-len(x[0]))
# also shorter cores around the word, e.g. "the catalogue" inside a longer test regex
files=[f for f in subprocess.check_output(['git','ls-files','src','e2e','bench'],text=True).split() if re.search(r'\.test\.|/testing/|^e2e/|^bench/',f) and f.endswith(('.ts','.tsx'))]
n=0
for f in files:
    t=open(f).read(); o=t
    for a,b in pairs:
        if len(a.strip())>=8: o=o.replace(a,b)
    if o!=t: open(f,'w').write(o); n+=1; print(f)
print(n, len(pairs))
