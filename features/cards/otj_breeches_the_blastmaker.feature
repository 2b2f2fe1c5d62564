Feature: Breeches, the Blastmaker: on your second spell, sacrifice an artifact and flip a coin
  Breeches, the Blastmaker {1}{U}{R} — Legendary Creature — Goblin Pirate 3/3: Menace. Whenever you cast your
  second spell each turn, you may sacrifice an artifact. If you do, flip a coin. When you win the flip, copy
  that spell. You may choose new targets for the copy. When you lose the flip, Breeches deals damage equal to
  that spell's mana value to any target.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions, BreechesTheBlastmaker.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 601.2i (the spells
  cast this turn are counted, whether or not Breeches was on the battlefield), 705.1 and 705.2 (flipping a
  coin, winning or losing the flip), 603.12 (the "when you win/lose the flip" abilities are reflexive triggered
  abilities), 609.3 ("you may"), 707.10 and 707.10c (a copy isn't cast; new targets only if its controller
  chooses them). How the coin lands is part of each scenario ("Alice will win her coin flip"): an engine that
  can't be told is `unsupported` for those (capability coin-flips).

  The rulings call the two abilities "delayed triggered abilities"; they trigger during the resolution of
  Breeches's ability on the flip's result, which CR 603.12 calls reflexive triggered abilities. The behaviour
  is the same: only the one matching the result triggers, and it goes on the stack, targets chosen then.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:af09ab949dd8 @cr:601.2i @cr:603.2
  Rule: The spells cast before Breeches entered count
    Spells that were cast before Breeches entered the battlefield count. If Breeches was the first spell you
    cast this turn, the next spell you cast this turn is your second spell.

    @id:otj-breeches-first-spell-itself
    Scenario: Breeches is Alice's first spell this turn: Lightning Bolt, cast next, is her second and triggers Breeches
      Given Alice controls Memnite
      And Alice has Breeches, the Blastmaker and Lightning Bolt in her hand
      And Alice has {U}{R}{C}{R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Breeches, the Blastmaker from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Breeches, the Blastmaker

    @id:otj-breeches-third-spell-no-trigger
    Scenario: With Breeches cast second, the Lightning Bolt after it is Alice's third spell: no trigger
      Given Alice controls Memnite
      And Alice has Lightning Bolt, Breeches, the Blastmaker and Lightning Bolt in her hand
      And Alice has {R}{U}{R}{C}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Breeches, the Blastmaker from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob's life total is 14

  @ruling:64565a9aef44 @cr:705.2 @cr:603.12
  Rule: The ability needs no target; only the ability matching the flip's result triggers
    Breeches's triggered ability triggers without requiring a target. It sets up two delayed triggered
    abilities: one that triggers when you win the flip, and one that triggers when you lose the flip. Only one
    of these abilities will trigger, based on the result of the flip.

    @id:otj-breeches-win-copies
    Scenario: Alice wins the flip: the copy of Lightning Bolt is put on the stack, and Breeches deals no damage
      Given Alice controls Breeches, the Blastmaker and Memnite
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      And Alice will answer the "you may" choices with yes, then no
      And Alice will win her coin flip
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Breeches, the Blastmaker
      And the stack, from the bottom, holds Lightning Bolt and Breeches, the Blastmaker's triggered ability
      And Alice has Memnite in her graveyard
      When all players pass priority
      Then the stack, from the bottom, holds Lightning Bolt and Lightning Bolt
      When all players pass priority until the stack is empty
      Then Bob's life total is 11

    @id:otj-breeches-lose-damage
    Scenario: Alice loses the flip: Breeches's other ability triggers, targeting Bob, and deals 1 damage, Lightning Bolt's mana value
      Given Alice controls Breeches, the Blastmaker and Memnite
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob, then Bob as targets
      And Alice will answer the "you may" choices with yes
      And Alice will lose her coin flip
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Breeches, the Blastmaker
      And the stack, from the bottom, holds Lightning Bolt and Breeches, the Blastmaker's triggered ability
      When all players pass priority until the stack is empty
      Then Bob's life total is 13

  @ruling:c412758eda59 @cr:609.3 @cr:705.1
  Rule: No sacrifice, no flip
    If you don't sacrifice an artifact, you won't flip a coin, and neither delayed triggered ability will
    trigger.

    @id:otj-breeches-no-sacrifice-no-flip
    Scenario: Alice declines to sacrifice Memnite: no coin is flipped and no other ability triggers
      Given Alice controls Breeches, the Blastmaker and Memnite
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice controls Memnite
      When all players pass priority until the stack is empty
      Then Bob's life total is 14

    @id:otj-breeches-no-artifact-no-flip
    Scenario: With no artifact to sacrifice, nothing is sacrificed, no coin is flipped, and no other ability triggers
      Given Alice controls Breeches, the Blastmaker
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob's life total is 14

  @ruling:818ce37a9d17 @cr:707.10 @cr:707.10c
  Rule: The copy keeps the spell's targets unless new ones are chosen
    If you win the flip, the copy created by Breeches's delayed triggered ability will have the same targets
    as the spell it's copying unless you choose new ones.

    @id:otj-breeches-copy-same-target
    Scenario: Alice keeps the targets: the copy of Lightning Bolt deals 3 damage to Bob too
      Given Alice controls Breeches, the Blastmaker and Memnite
      And Bob controls Grizzly Bears
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      And Alice will answer the "you may" choices with yes, then no
      And Alice will win her coin flip
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 11
      And Bob controls Grizzly Bears

    @id:otj-breeches-copy-new-target
    Scenario: Alice chooses a new target: the copy of Lightning Bolt destroys Bob's Grizzly Bears instead
      Given Alice controls Breeches, the Blastmaker and Memnite
      And Bob controls Grizzly Bears
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob, then Grizzly Bears as targets
      And Alice will answer the "you may" choices with yes, then yes
      And Alice will win her coin flip
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 14
      And Bob has Grizzly Bears in his graveyard

  @ruling:208bab6182bf @cr:707.10 @cr:601.2i
  Rule: The copy isn't cast
    The copy made by Breeches's delayed triggered ability is created on the stack, so it's not "cast."

    @id:otj-breeches-copy-not-cast
    Scenario: The Wizard token's "whenever you cast a noncreature spell" ability triggers for the two Lightning Bolts, not for the copy
      Given Alice controls Breeches, the Blastmaker, Memnite and Wizard
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      And Alice will answer the "you may" choices with yes, then no
      And Alice will win her coin flip
      And Alice will put her triggered abilities on the stack in the order Wizard, Breeches, the Blastmaker
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Wizard
      When all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Breeches, the Blastmaker and 1 from Wizard
      When all players pass priority
      And all players pass priority
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob's life total is 9

    @id:otj-breeches-copy-not-second-spell
    Scenario: The copy isn't Alice's third spell either: the Lightning Bolt cast after it is, and Breeches doesn't trigger again
      Given Alice controls Breeches, the Blastmaker, Memnite and Memnite
      And Alice has Lightning Bolt, Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R}{R} in her mana pool
      And Alice will choose Bob, then Bob, then Bob as targets
      And Alice will answer the "you may" choices with yes, then no
      And Alice will choose Memnite to sacrifice
      And Alice will win her coin flip
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob's life total is 8
