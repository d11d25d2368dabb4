import re,subprocess,os
files=['README.md']+[f for f in subprocess.check_output(['git','ls-files','docs'],text=True).split() if f.endswith('.md')]
bases=['','src/','src/features/','src/features/importWizard/','src/features/importHistory/','src/engine/','mock-server/','src/features/segments/','e2e/','bench/']
for f in files:
    for i,line in enumerate(open(f),1):
        for tok in re.findall(r"`([A-Za-z0-9_./-]+\.(?:ts|tsx|css|json|mjs|md|py))`",line):
            if '/' not in tok and not re.match(r'^[A-Za-z]+\.(ts|tsx)$',tok): continue
            ok=any(os.path.exists(b+tok) for b in bases)
            if not ok:
                # bare file name: search anywhere
                if '/' not in tok:
                    r=subprocess.run(['git','ls-files','-co','--exclude-standard','*'+tok],capture_output=True,text=True).stdout.split()
                    if any(x.endswith('/'+tok) or x==tok for x in r): continue
                print(f"{f}:{i}: {tok}")
