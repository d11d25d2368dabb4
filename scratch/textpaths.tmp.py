import json,subprocess,re,sys
m=json.load(open(sys.argv[1]))
pairs=[]
for k,v in m.items():
    pairs.append((k,v))
    if k.startswith('src/') and k.count('/')>=3: pairs.append((k[4:],v[4:]))
pairs.sort(key=lambda p:-len(p[0]))
files=[f for f in subprocess.check_output(['git','ls-files'],text=True).split('\n') if f and not f.endswith('package-lock.json') and 'node_modules' not in f]
n=0
for f in files:
    try: t=open(f).read()
    except Exception: continue
    o=t
    # one pass: regex alternation longest first, not re-replacing replaced text
    rx=re.compile('|'.join(re.escape(k) for k,_ in pairs))
    d=dict(pairs)
    o=rx.sub(lambda mm:d[mm.group(0)],o)
    if o!=t: open(f,'w').write(o); n+=1
print(n)
